import { describe, expect, it, vi } from "vitest";
import { axeViolations, render, screen } from "../../test/render";
import { ContactForm, type ContactFormValues } from "./ContactForm";

/** A promise the test settles by hand, to look at the form while it is sending. */
function deferred() {
  let resolve!: (value: boolean) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<boolean>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const name = () => screen.getByRole("textbox", { name: "Name" });
const email = () => screen.getByRole("textbox", { name: "Email" });
const phone = () => screen.getByRole("textbox", { name: "Phone (optional)" });
const message = () => screen.getByRole("textbox", { name: "Message" });

describe("ContactForm", () => {
  it("is a plain form posting to the contact endpoint before any script runs", () => {
    const { container, rerender } = render(<ContactForm onSubmit={vi.fn()} />);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/contact");
    expect([...form.querySelectorAll("[name]")].map((field) => field.getAttribute("name")).sort()).toEqual([
      "email",
      "message",
      "name",
      "phone",
      "website",
    ]);
    rerender(<ContactForm onSubmit={vi.fn()} action="/elsewhere" />);
    expect(container.querySelector("form")).toHaveAttribute("action", "/elsewhere");
  });

  it("has the four labelled fields with native types and no errors", async () => {
    const { container } = render(<ContactForm onSubmit={vi.fn()} />);
    expect(name()).toBeRequired();
    expect(email()).toHaveAttribute("type", "email");
    expect(email()).toBeRequired();
    expect(phone()).toHaveAttribute("type", "tel");
    expect(phone()).not.toBeRequired();
    expect(message()).toHaveAttribute("rows", "4");
    expect(message()).toBeRequired();
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("sends the values as typed, shows 'Sending...' while waiting, and clears on success", async () => {
    const pending = deferred();
    const onSubmit = vi.fn<(values: ContactFormValues) => Promise<boolean>>(() => pending.promise);
    const { user, container } = render(<ContactForm onSubmit={onSubmit} />);

    await user.type(name(), " Ada Lovelace ");
    await user.type(email(), "ada@example.com");
    await user.type(phone(), "+44 20 7946 0958");
    await user.type(message(), "Hello,{enter}let's talk.");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(onSubmit).toHaveBeenCalledWith({
      name: " Ada Lovelace ",
      email: "ada@example.com",
      phone: "+44 20 7946 0958",
      message: "Hello,\nlet's talk.",
    });
    const sendingButton = screen.getByRole("button", { name: "Sending..." });
    expect(sendingButton).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);

    pending.resolve(true);
    expect(await screen.findByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(name()).toHaveValue("");
    expect(email()).toHaveValue("");
    expect(phone()).toHaveValue("");
    expect(message()).toHaveValue("");
  });

  it("keeps the fields when sending fails", async () => {
    const onSubmit = vi.fn(async () => false);
    const { user } = render(<ContactForm onSubmit={onSubmit} />);
    await user.type(name(), "Ada");
    await user.type(email(), "ada@example.com");
    await user.type(message(), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(onSubmit).toHaveBeenCalledWith({ name: "Ada", email: "ada@example.com", message: "Hello" });
    expect(name()).toHaveValue("Ada");
    expect(email()).toHaveValue("ada@example.com");
    expect(message()).toHaveValue("Hello");
  });

  it("treats a rejected send as a failure", async () => {
    const pending = deferred();
    const { user } = render(<ContactForm onSubmit={() => pending.promise} />);
    await user.type(name(), "Ada");
    await user.type(email(), "ada@example.com");
    await user.type(message(), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    pending.reject(new Error("offline"));
    expect(await screen.findByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(message()).toHaveValue("Hello");
  });

  it("does not send while a required field is empty or the email is malformed", async () => {
    const onSubmit = vi.fn(async () => true);
    const { user } = render(<ContactForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(name(), "Ada");
    await user.type(email(), "not-an-email");
    await user.type(message(), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(email()).toBeInvalid();

    await user.clear(email());
    await user.type(email(), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("keeps the honeypot out of reach of keyboard and assistive technology", async () => {
    const { user, container } = render(<ContactForm onSubmit={vi.fn()} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(screen.queryByRole("textbox", { name: "Website" })).not.toBeInTheDocument();

    await user.tab();
    expect(name()).toHaveFocus();
    await user.tab();
    expect(email()).toHaveFocus();
    await user.tab();
    expect(phone()).toHaveFocus();
    await user.tab();
    expect(message()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Send Message" })).toHaveFocus();
  });

  it("passes a filled honeypot on, so the server can drop the message", async () => {
    const onSubmit = vi.fn(async () => true);
    const { user, container } = render(<ContactForm onSubmit={onSubmit} />);
    await user.type(name(), "Bot");
    await user.type(email(), "bot@example.com");
    await user.type(message(), "Buy now");
    await user.type(container.querySelector<HTMLInputElement>('input[name="website"]')!, "spam.example");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ website: "spam.example" }));
  });
});
