interface SectionHeadingProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  id: string;
}

export function SectionHeading({ eyebrow, title, subtitle, id }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-widest text-amber-400 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-white sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-slate-400">{subtitle}</p>
    </div>
  );
}
