import { LandingCard, LandingSection } from './landing-section.tsx';

const STEPS = [
  {
    title: 'Post',
    text: 'A manager posts an open shift: the role, the date and hours, the location and any notes.',
  },
  {
    title: 'Request',
    text: 'Qualified professionals find it on their calendar or map and request it in a few taps.',
  },
  {
    title: 'Confirm',
    text: 'The manager sends an offer, the professional accepts, and the shift is confirmed.',
  },
];

export function HowItWorksSection() {
  return (
    <LandingSection
      id="how-it-works"
      title="How It Works"
      lead="From an empty chair to a confirmed shift in three steps."
      className="scroll-mt-28 border-t bg-muted outline-none sm:scroll-mt-20"
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map(({ title, text }, index) => (
          <LandingCard
            key={title}
            badge={
              <span
                aria-hidden
                className="grid size-10 place-items-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
            }
            title={title}
            text={text}
          />
        ))}
      </ol>
    </LandingSection>
  );
}
