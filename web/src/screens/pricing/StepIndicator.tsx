import { useTexts } from '../../i18n/texts';
import { PRICING_STEPS, type PricingStep } from '../../model/pricing/pricingState';

/** The four steps in order; the current one is aria-current="step", the ones before it are done. */
export function StepIndicator({ current }: { current: PricingStep }) {
  const t = useTexts('commerce').pricing;
  const at = PRICING_STEPS.indexOf(current);
  return (
    <nav aria-label={t.stepsLabel}>
      <ol className="steps">
        {PRICING_STEPS.map((step, i) => {
          const state = i < at ? 'done' : i === at ? 'current' : 'todo';
          return (
            <li key={step} className={`steps__item steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="steps__number" aria-hidden="true">
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span className="steps__title">
                <span className="visually-hidden">{t.stepNumber(i + 1)}</span>
                {t.steps[step]}
                {state === 'done' && <span className="visually-hidden">{t.stepDone}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
