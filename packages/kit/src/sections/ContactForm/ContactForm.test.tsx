import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations, render, screen } from "../../test/render";
import { Section } from "../../layout/Section";
import { SectionHeading } from "../../layout/SectionHeading";
import { LabelsProvider } from "../../labels";
import { germanSiteLabels } from "../../labels/germanSiteLabels";
import { ContactForm, type ContactFormValues, type ContactSubmitResult } from "./ContactForm";

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

/** Types each given value into its field, in the form's order, and presses Send Message. */
async function send(user: UserEvent, values: Partial<ContactFormValues>) {
  const fields = { name, email, phone, message };
  for (const key of ["name", "email", "phone", "message"] as const) {
    const value = values[key];
    if (value !== undefined) await user.type(fields[key](), value);
  }
  await user.click(screen.getByRole("button", { name: "Send Message" }));
}

/** The field is marked invalid, and its message is what assistive technology reads with it. */
function expectFlagged(field: HTMLElement, description: string) {
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(field).toHaveAccessibleDescription(description);
}

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

  it("is a form named by its section's heading, or by the heading it is given", () => {
    const { rerender } = render(
      <Section id="contact">
        <SectionHeading title="Get In Touch" />
        <ContactForm onSubmit={vi.fn()} />
      </Section>,
    );
    expect(screen.getByRole("form", { name: "Get In Touch" })).toHaveAttribute(
      "aria-labelledby",
      "contact-heading",
    );
    rerender(
      <>
        <h2 id="write-to-me">Write to me</h2>
        <ContactForm onSubmit={vi.fn()} labelledBy="write-to-me" />
      </>,
    );
    expect(screen.getByRole("form", { name: "Write to me" })).toBeInTheDocument();
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

    await send(user, {
      name: " Ada Lovelace ",
      email: "ada@example.com",
      phone: "+44 20 7946 0958",
      message: "Hello,{enter}let's talk.",
    });

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
    await send(user, { name: "Ada", email: "ada@example.com", message: "Hello" });

    expect(await screen.findByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(onSubmit).toHaveBeenCalledWith({ name: "Ada", email: "ada@example.com", message: "Hello" });
    expect(name()).toHaveValue("Ada");
    expect(email()).toHaveValue("ada@example.com");
    expect(message()).toHaveValue("Hello");
  });

  it("treats a rejected send as a failure", async () => {
    const pending = deferred();
    const { user } = render(<ContactForm onSubmit={() => pending.promise} />);
    await send(user, { name: "Ada", email: "ada@example.com", message: "Hello" });
    pending.reject(new Error("offline"));
    expect(await screen.findByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(message()).toHaveValue("Hello");
  });

  it("does not send while a required field is empty or the email is malformed", async () => {
    const onSubmit = vi.fn(async () => true);
    const { user } = render(<ContactForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(onSubmit).not.toHaveBeenCalled();

    await send(user, { name: "Ada", email: "not-an-email", message: "Hello" });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(email()).toBeInvalid();

    await user.clear(email());
    await user.type(email(), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("ties a message to each checked field in the page's HTML, shown only once the field is flagged", () => {
    const { container } = render(<ContactForm onSubmit={vi.fn()} idPrefix="contact-form" />);
    for (const [field, text] of [
      [name(), "Enter your name."],
      [email(), "Enter an email address, like name@example.com."],
      [message(), "Enter a message."],
    ] as const) {
      expect(field).toHaveAttribute("aria-describedby", `${field.id}-error`);
      expect(field).not.toHaveAttribute("aria-invalid");
      expect(container.querySelector(`#${field.id}-error`)).toHaveTextContent(text);
      expect(container.querySelector(`#${field.id}-error`)).toHaveAttribute("data-state", "hidden");
    }
    // The phone has no check of the browser's, so nothing to say until the server names a problem.
    expect(phone()).not.toHaveAttribute("aria-describedby");
  });

  it("flags the fields the browser's checks stop, with the kit's words, and unflags a field once edited", async () => {
    const onSubmit = vi.fn(async () => true);
    const { user, container } = render(<ContactForm onSubmit={onSubmit} />);
    await user.type(email(), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(onSubmit).not.toHaveBeenCalled();

    expectFlagged(name(), "Enter your name.");
    expectFlagged(email(), "Enter an email address, like name@example.com.");
    expectFlagged(message(), "Enter a message.");
    expect(phone()).not.toHaveAttribute("aria-invalid");
    expect(await axeViolations(container)).toEqual([]);

    await user.type(name(), "Ada");
    expect(name()).not.toHaveAttribute("aria-invalid");
    expect(email()).toHaveAttribute("aria-invalid", "true");
  });

  it("checks a send with core's rules after the browser's, naming what the browser let through", async () => {
    const onSubmit = vi.fn(async () => true);
    const { user, container } = render(<ContactForm onSubmit={onSubmit} />);
    // The browser takes "ada@localhost" as an email; the server does not.
    await send(user, { name: "Ada", email: "ada@localhost", phone: "call me", message: "Hello" });

    expect(onSubmit).not.toHaveBeenCalled();
    expectFlagged(email(), "Email must be a valid email address.");
    expectFlagged(phone(), "Phone may contain only digits, spaces and + ( ) -.");
    expect(name()).not.toHaveAttribute("aria-invalid");
    expect(email()).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the server's field errors under the fields, keeps the values and focuses the first", async () => {
    const refused: ContactSubmitResult = { fields: { message: "Message must be at most 5,000 characters." } };
    const { user } = render(<ContactForm onSubmit={async () => refused} />);
    await send(user, { name: "Ada", email: "ada@example.com", message: "Hello" });

    expect(await screen.findByRole("button", { name: "Send Message" })).toBeEnabled();
    expectFlagged(message(), "Message must be at most 5,000 characters.");
    expect(message()).toHaveFocus();
    expect(message()).toHaveValue("Hello");
    expect(email()).not.toHaveAttribute("aria-invalid");
  });

  it("draws the errors and values it is given, as a server page answering a post without script", async () => {
    const { container } = render(
      <ContactForm
        idPrefix="contact-form"
        errors={{ email: "Email must be a valid email address." }}
        defaultValues={{ name: "Ada", email: "ada@localhost", message: "Hello" }}
      />,
    );
    expect(name()).toHaveValue("Ada");
    expect(email()).toHaveValue("ada@localhost");
    expectFlagged(email(), "Email must be a valid email address.");
    expect(container.querySelector("#contact-form-email-error")).toHaveAttribute("data-state", "shown");
    expect(name()).not.toHaveAttribute("aria-invalid");
    expect(await axeViolations(container)).toEqual([]);
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

  it("in the page's language: posts it, and names core's problems in it", async () => {
    const onSubmit = vi.fn(async () => true);
    const { user, container } = render(
      <LabelsProvider labels={germanSiteLabels} locale="de">
        <ContactForm onSubmit={onSubmit} language="de" />
      </LabelsProvider>,
    );
    // Without script the browser posts the hidden field with the others.
    expect(container.querySelector('input[type="hidden"][name="language"]')).toHaveValue("de");
    const field = (label: string) => screen.getByRole("textbox", { name: label });
    await user.type(field("Name"), "Ada");
    await user.type(field("E-Mail"), "ada@localhost");
    await user.type(field("Nachricht"), "Hallo");
    await user.click(screen.getByRole("button", { name: "Nachricht senden" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field("E-Mail")).toHaveAccessibleDescription(
      "Bitte geben Sie eine gültige E-Mail-Adresse ein, etwa name@example.com.",
    );

    await user.clear(field("E-Mail"));
    await user.type(field("E-Mail"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Nachricht senden" }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: "Ada",
      email: "ada@example.com",
      message: "Hallo",
      language: "de",
    });
  });

  it("posts no language when given none (the site's default)", () => {
    const { container } = render(<ContactForm onSubmit={vi.fn()} />);
    expect(container.querySelector('[name="language"]')).toBeNull();
  });
});
