import { LegalDocument } from '../components/legal-document.tsx';
import { LegalSection } from '../components/legal-section.tsx';
import { MailLink } from '../components/mail-link.tsx';
import { SUPPORT_EMAIL } from '@/lib/support-contact.ts';
import { POLICIES_UPDATED } from '../contact-details.ts';

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated={POLICIES_UPDATED}
      summary={
        <p>
          Chairside helps dental practices fill open shifts with dental professionals. This policy
          explains what we collect to do that, why, who sees it and the choices you have. We do not
          sell your personal information.
        </p>
      }
    >
      <LegalSection title="1. Who we are">
        <p>
          Chairside (&ldquo;Chairside&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;) provides a web
          application in the United States through which dental organizations post shifts and dental
          professionals request them. This policy covers the Chairside website and application. When
          a practice invites you, that practice also decides how it uses the information it sees
          about you, under its own policies.
        </p>
      </LegalSection>

      <LegalSection title="2. Information we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address, phone number, job title,
            role and the organization and locations you belong to. Passwords are stored only as a
            one-way hash.
          </li>
          <li>
            <strong>Practice details:</strong> organization and location names, addresses, time
            zones and the people who manage them.
          </li>
          <li>
            <strong>Scheduling activity:</strong> the shifts you post, request, are offered, accept
            or decline, with their dates, hours, positions and notes.
          </li>
          <li>
            <strong>Your location, only with permission:</strong> if you allow it, your browser
            shares your approximate position so the map can show nearby shifts. It is used in your
            browser for that view and is not stored in your account.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser type, device, pages visited and
            error logs, which we use to keep the service secure and working.
          </li>
          <li>
            <strong>Messages:</strong> the emails and text messages we send you (for example
            verification codes and password reset links) and what you write to our support team.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="3. Patient information">
        <p>
          Chairside is a staffing tool, not a clinical or patient-record system, and it is not
          designed to hold protected health information under HIPAA. Please do not enter patient
          names, treatment details or other patient information in shifts, notes or any other field.
        </p>
      </LegalSection>

      <LegalSection title="4. How we use information">
        <ul>
          <li>To create and secure your account and verify your email address and phone.</li>
          <li>To show shifts, route requests and offers, and notify you when something changes.</li>
          <li>
            To let your organization&apos;s administrators manage users, locations and reports.
          </li>
          <li>To answer support requests and send service announcements.</li>
          <li>To detect abuse, prevent fraud and meet our legal obligations.</li>
          <li>To understand how the product is used so we can improve it, in aggregate form.</li>
        </ul>
      </LegalSection>

      <LegalSection title="5. Who we share it with">
        <ul>
          <li>
            <strong>Your organization:</strong> managers and administrators of the organization you
            belong to, or whose shift you request, see your profile, requests and confirmed shifts.
          </li>
          <li>
            <strong>Service providers:</strong> companies that host our servers and deliver email
            and text messages for us, bound by contract to use the data only on our behalf.
          </li>
          <li>
            <strong>Legal reasons:</strong> when the law requires it, or to protect the rights,
            property or safety of our users, the public or Chairside.
          </li>
          <li>
            <strong>Business transfers:</strong> as part of a merger, acquisition or sale of assets,
            with notice to you.
          </li>
        </ul>
        <p>
          We do not sell personal information, and we do not share it for cross-context behavioral
          advertising.
        </p>
      </LegalSection>

      <LegalSection title="6. Cookies and local storage">
        <p>
          We use only what the application needs to work: your sign-in token in your browser&apos;s
          local storage, your light or dark theme choice, and a cookie that remembers whether the
          sidebar is collapsed. We do not use advertising cookies or third-party trackers.
        </p>
      </LegalSection>

      <LegalSection title="7. How long we keep it">
        <p>
          We keep account and scheduling records while your account is active and for as long as
          your organization needs them for its own records, payroll or legal obligations. When an
          account is closed, we delete or anonymize its personal information within 90 days, except
          where we must keep it longer by law. Security logs are kept for up to 12 months.
        </p>
      </LegalSection>

      <LegalSection title="8. Security">
        <p>
          Traffic is encrypted in transit, passwords are hashed, repeated failed sign-ins are
          throttled, and access inside Chairside is limited by role. No system is perfectly secure;
          if we learn of a breach that affects your information, we will notify you as the law
          requires.
        </p>
      </LegalSection>

      <LegalSection title="9. Your choices and rights">
        <p>
          You can review and update your name, phone number, job title and password at any time in
          Settings. You can ask us for a copy of your information, to correct it or to delete your
          account by writing to <MailLink address={SUPPORT_EMAIL} subject="Privacy request" />. If
          your account was created by your organization, we may refer the request to it.
        </p>
        <p>
          Residents of California and other states with privacy laws may have additional rights,
          such as the right to know, correct and delete personal information and to not be
          discriminated against for using these rights. We answer verified requests within 45 days.
        </p>
      </LegalSection>

      <LegalSection title="10. Children">
        <p>
          Chairside is meant for working professionals and is not directed to anyone under 18. We do
          not knowingly collect information from children.
        </p>
      </LegalSection>

      <LegalSection title="11. Changes to this policy">
        <p>
          When we change this policy, we update the date above. If a change is material, we tell you
          by email or in the application before it takes effect.
        </p>
      </LegalSection>

      <LegalSection title="12. Reaching us">
        <p>
          Questions about this policy or your information go to{' '}
          <MailLink address={SUPPORT_EMAIL} subject="Privacy question" />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
