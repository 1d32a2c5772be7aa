/** A message under a control that is not a TextField (checkboxes); tie it with `aria-describedby`. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="-mt-1 ps-8 text-sm text-danger">
      {message}
    </p>
  );
}
