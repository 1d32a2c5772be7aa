/**
 * Wert's card widget (`@wert-io/widget-initializer`, loaded only when a player pays with Wert): a
 * full-screen frame of Wert's checkout for one server-made session. Its messages (docs/product/economy.md §2:
 * loaded, payment-status, position, rate-update, close, error; 3ds-start and 3ds-end are handled by
 * the library itself, which turns the frame's background white while the bank's page shows) reach
 * `events`. The library accepts a message only from its own frame's window.
 */
export interface WertWidgetEvents {
  loaded(): void;
  paymentStatus(status: WertPaymentStatus): void;
  position(step: string): void;
  rateUpdate(rate: Record<string, string>): void;
  error(message: string): void;
  closed(): void;
}

/** The widget's `payment-status` data (statuses: pending, canceled, failed, success, failover). */
export interface WertPaymentStatus {
  status: string;
  order_id?: string;
  tx_id?: string;
}

export interface WertWidgetHandle {
  close(): void;
}

export async function openWertWidget(options: {
  partnerId: string;
  origin: string;
  sessionId: string;
  clickId: string;
  events: WertWidgetEvents;
}): Promise<WertWidgetHandle> {
  const { default: WertWidget } = await import("@wert-io/widget-initializer");
  let open = true;
  const widget = new WertWidget({
    partner_id: options.partnerId,
    origin: options.origin,
    session_id: options.sessionId,
    click_id: options.clickId,
    theme: "dark",
    listeners: {
      loaded: () => options.events.loaded(),
      "payment-status": (data) => options.events.paymentStatus(data),
      position: (data) => options.events.position(data.step),
      "rate-update": (data) => options.events.rateUpdate(data as unknown as Record<string, string>),
      error: (data) => options.events.error(data.message),
      // The player closed it (the library removed the frame); not called back for our own close().
      close: () => {
        if (!open) return;
        open = false;
        options.events.closed();
      },
    },
  });
  widget.open();
  return {
    close() {
      if (!open) return;
      open = false;
      widget.close();
    },
  };
}
