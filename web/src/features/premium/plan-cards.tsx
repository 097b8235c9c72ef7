import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { PLAN_OFFERS, YEARLY_HIGHLIGHTS, type TPlan } from './plans';

interface TPlanCardsProps {
  pendingPlan: TPlan | null;
  disabled: boolean;
  onChoose: (plan: TPlan) => void;
}

/** The two plans; the yearly one carries the spec's discount badge and savings. */
export function PlanCards({ pendingPlan, disabled, onChoose }: TPlanCardsProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {PLAN_OFFERS.map((offer) => {
        const yearly = offer.plan === 'yearly';
        return (
          <section
            key={offer.plan}
            aria-labelledby={`plan-${offer.plan}`}
            className={cn(
              'relative flex flex-col rounded-(--radius-card) bg-white p-6 shadow-card ring-1',
              yearly ? 'ring-2 ring-amber-400' : 'ring-stone-200',
            )}
          >
            {yearly && (
              <span className="absolute -top-3 right-4 rounded-full bg-amber-400 px-3 py-1 text-xs font-bold text-amber-950">
                {YEARLY_HIGHLIGHTS.badge}
              </span>
            )}
            <h2 id={`plan-${offer.plan}`} className="text-lg font-bold text-stone-900">
              {offer.name}
            </h2>
            <p className="mt-2">
              <span className="text-3xl font-extrabold text-stone-900">{offer.price}</span>{' '}
              <span className="text-stone-600">{offer.period}</span>
            </p>
            {yearly && (
              <p className="mt-1 text-sm font-semibold text-brand-700">
                {YEARLY_HIGHLIGHTS.monthly} · {YEARLY_HIGHLIGHTS.saving}
              </p>
            )}
            <ul className="mt-4 flex-1 space-y-2 text-sm text-stone-700">
              {offer.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden="true" className="text-brand-600">
                    ✓
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
            <Button
              className="mt-6"
              variant={yearly ? 'primary' : 'outline'}
              pending={pendingPlan === offer.plan}
              disabled={disabled}
              onClick={() => onChoose(offer.plan)}
            >
              {offer.name} wählen
            </Button>
          </section>
        );
      })}
    </div>
  );
}
