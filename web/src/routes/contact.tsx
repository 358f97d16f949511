import { createFileRoute, Link } from "@tanstack/react-router";
import { StaticPage } from "@/components/layout/static-page.tsx";

export const Route = createFileRoute("/contact")({ component: Contact });

/** No address is configured for this site, so the page says where questions can go instead of inventing one. */
function Contact() {
  return (
    <StaticPage title="Contact" lead="This site does not publish a contact e-mail address or a support form.">
      <section>
        <h2>A question about a problem</h2>
        <p>
          Every problem has a discussion room on its page: ask there, and other learners (and the people who
          wrote the problem) can answer. You need to be <Link to="/login">signed in</Link>.
        </p>
      </section>
      <section>
        <h2>Anything else</h2>
        <p>
          Grindstone is run by whoever operates this site. If you were given access by a school, a team or a
          company, ask the person who gave you the link.
        </p>
      </section>
    </StaticPage>
  );
}
