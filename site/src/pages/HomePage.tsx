import { About, Contact, Experience, Hero, Projects, Skills, toast, useHashScroll } from "@pmfolio/kit";
import { useCallback, useState } from "react";
import { useLocation } from "react-router-dom";
import { content } from "../../content";
import { createContactSender, type ContactFormValues } from "../api/contact";
import { useSectionNavigation } from "../navigation/useSectionNavigation";

export function HomePage() {
  const { hash } = useLocation();
  useHashScroll(hash);
  const navigateToSection = useSectionNavigation();
  const { profile, about, experience, awards, projects, skills, tools } = content;

  const [deliver] = useState(createContactSender);

  const submit = useCallback(
    async (values: ContactFormValues) => {
      const ok = await deliver(values);
      if (ok) {
        toast({
          title: "Message sent successfully!",
          description: "Thank you for your message. I'll get back to you soon.",
        });
      } else {
        toast({
          title: "Error sending message",
          description: "Please try again later or contact me directly.",
          variant: "destructive",
        });
      }
      return ok;
    },
    [deliver],
  );

  return (
    <>
      <Hero profile={profile} onContactClick={() => navigateToSection("contact")} />
      <About about={about} />
      <Experience experience={experience} awards={awards} />
      <Projects projects={projects} />
      <Skills skills={skills} tools={tools} />
      <Contact profile={profile} onSubmit={submit} />
    </>
  );
}
