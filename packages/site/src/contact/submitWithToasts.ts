import { toast } from "@pmfolio/kit";
import { formMessagesIn, type ContactFormValues } from "@pmfolio/core";
import { createContactSender, type ContactSendResult } from "../api/contact";

/**
 * The contact form's `onSubmit`: sends the message (the same Idempotency-Key on every retry of
 * one message) and says how it went in a toast, in the language the form posts (core's
 * `formMessagesIn`); the server's field errors go back to the form. The toast region loads at the first send when it
 * is not there yet (`loadToaster`); the toast store holds the toast until it arrives.
 */
export function createContactSubmit(loadToaster: () => void = () => {}) {
  const deliver = createContactSender();
  return async (values: ContactFormValues): Promise<ContactSendResult> => {
    loadToaster();
    // The fields of a 400 go back to the form, which shows each under its field.
    const result = await deliver(values);
    const { toasts } = formMessagesIn(values.language);
    if (result === true) toast(toasts.sent);
    else toast({ ...toasts.failed, variant: "destructive" });
    return result;
  };
}
