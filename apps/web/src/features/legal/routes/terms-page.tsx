import { LegalDocument } from '../components/legal-document.tsx';
import { LegalSection } from '../components/legal-section.tsx';
import { MailLink } from '../components/mail-link.tsx';
import { SUPPORT_EMAIL } from '@/lib/support-contact.ts';
import { POLICIES_UPDATED } from '../contact-details.ts';

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated={POLICIES_UPDATED}
      summary={
        <p>
          These terms are the agreement between you and Chairside for using the Chairside website
          and application. Please read them: by creating an account or using Chairside, you accept
          them.
        </p>
      }
    >
      <LegalSection title="1. The service">
        <p>
          Chairside is software that lets dental organizations post open shifts at their locations
          and lets dental professionals request, accept and keep track of those shifts. Chairside
          provides the tool; it does not supply staff, employ anyone or take part in the working
          arrangement between a practice and a professional.
        </p>
      </LegalSection>

      <LegalSection title="2. Who may use Chairside">
        <p>
          You must be at least 18 and able to form a binding contract. If you use Chairside for an
          organization, you confirm that you may accept these terms on its behalf, and
          &ldquo;you&rdquo; includes that organization.
        </p>
      </LegalSection>

      <LegalSection title="3. Your account">
        <ul>
          <li>Give accurate information and keep it current, including your job title.</li>
          <li>Keep your password secret and do not share your account with anyone.</li>
          <li>
            Tell us at once at <MailLink address={SUPPORT_EMAIL} subject="Account security" /> if
            you suspect someone else is using it.
          </li>
        </ul>
        <p>You are responsible for what happens under your account.</p>
      </LegalSection>

      <LegalSection title="4. Organizations and administrators">
        <p>
          An organization&apos;s administrators and managers can invite users, assign roles and
          locations, deactivate accounts and see the scheduling activity of their organization. If
          you joined through an invitation, your organization controls your access and may end it.
        </p>
      </LegalSection>

      <LegalSection title="5. Shifts and the working relationship">
        <p>
          Whether a professional works a shift as an employee, a temporary worker or an independent
          contractor is decided by the practice and the professional, not by Chairside.
        </p>
        <ul>
          <li>
            <strong>Practices</strong> are responsible for describing shifts accurately, checking
            the license, credentials, background and eligibility of anyone they confirm, supervising
            the work as their state dental board requires, and paying wages, taxes and insurance as
            the law requires.
          </li>
          <li>
            <strong>Professionals</strong> are responsible for holding a current license and the
            qualifications a shift requires, answering experience questions truthfully, and working
            the shifts they confirm or cancelling with reasonable notice.
          </li>
        </ul>
        <p>
          Chairside does not guarantee that a shift will be filled, that a professional will attend,
          or the quality of any work.
        </p>
      </LegalSection>

      <LegalSection title="6. Acceptable use">
        <p>You agree not to:</p>
        <ul>
          <li>post false, discriminatory or unlawful shifts, notes or profiles;</li>
          <li>enter patient information or other protected health information;</li>
          <li>use another person&apos;s account, or collect other users&apos; data;</li>
          <li>probe, overload or disrupt the service, or get around its limits and security;</li>
          <li>copy, resell or reverse engineer Chairside, except where the law allows it.</li>
        </ul>
      </LegalSection>

      <LegalSection title="7. Your content">
        <p>
          You keep ownership of what you enter. You give Chairside permission to store, process and
          show it only as needed to run the service for you and your organization. You confirm you
          have the right to share it.
        </p>
      </LegalSection>

      <LegalSection title="8. Trials, plans and fees">
        <p>
          New organizations may start with a free trial. Paid plans, their prices and billing
          periods are set out when you choose a plan or in a signed order form; fees are charged in
          advance, are not refundable except where the law requires, and exclude taxes. A trial
          never turns into a paid plan without your choosing one. Accounts for dental professionals
          requesting shifts are free.
        </p>
      </LegalSection>

      <LegalSection title="9. Availability and changes">
        <p>
          We work to keep Chairside available and secure, but it may occasionally be unavailable for
          maintenance or reasons outside our control. We may improve or change features; if a change
          takes away something important you pay for, we will tell you in advance.
        </p>
      </LegalSection>

      <LegalSection title="10. Suspension and termination">
        <p>
          You may stop using Chairside at any time. We may suspend or close an account that breaks
          these terms or puts other users or the service at risk, with notice where reasonable.
          Sections 5, 7 and 11 to 14 survive termination.
        </p>
      </LegalSection>

      <LegalSection title="11. Disclaimers">
        <p>
          Chairside is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. To the extent
          the law allows, we disclaim all implied warranties, including merchantability, fitness for
          a particular purpose and non-infringement.
        </p>
      </LegalSection>

      <LegalSection title="12. Limitation of liability">
        <p>
          To the extent the law allows, Chairside is not liable for indirect, incidental, special,
          consequential or punitive damages, or for lost profits, revenue or data. Our total
          liability for any claim is limited to the greater of the fees you paid us in the 12 months
          before the claim and 100 US dollars.
        </p>
      </LegalSection>

      <LegalSection title="13. Indemnity">
        <p>
          You will defend and hold Chairside harmless from claims arising out of your content, your
          shifts or work arrangements, or your breach of these terms.
        </p>
      </LegalSection>

      <LegalSection title="14. Governing law">
        <p>
          These terms are governed by the laws of the State of Delaware and the federal laws of the
          United States, without regard to conflict-of-law rules. Disputes go to the state or
          federal courts located in Delaware, unless the law of your state requires otherwise.
        </p>
      </LegalSection>

      <LegalSection title="15. Changes to these terms">
        <p>
          We may update these terms. We will change the date above and, for material changes, notify
          you by email or in the application at least 30 days before they take effect. Using
          Chairside after that means you accept the new terms.
        </p>
      </LegalSection>

      <LegalSection title="16. Questions">
        <p>
          Write to <MailLink address={SUPPORT_EMAIL} subject="Question about the terms" />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
