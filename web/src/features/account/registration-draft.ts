/** What the two register steps collect; kept by the login popup so Back and forward lose nothing. */
export interface RegistrationDraft {
  email: string;
  adult: boolean;
  terms: boolean;
  /** One of the API's REGIONS, or "" before a choice. */
  region: string;
  password: string;
  confirm: string;
}

export const EMPTY_REGISTRATION: RegistrationDraft = {
  email: "",
  adult: false,
  terms: false,
  region: "",
  password: "",
  confirm: "",
};
