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
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      tabIndex={-1}
      className="scroll-mt-28 border-t bg-muted outline-none sm:scroll-mt-20"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:py-24">
        <div className="grid max-w-2xl gap-3">
          <h2 id="how-it-works-title" className="text-3xl font-bold tracking-tight">
            How It Works
          </h2>
          <p className="text-lg text-muted-foreground">
            From an empty chair to a confirmed shift in three steps.
          </p>
        </div>
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map(({ title, text }, index) => (
            <li key={title} className="grid content-start gap-3 rounded-lg border bg-card p-6">
              <span
                aria-hidden
                className="grid size-10 place-items-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
