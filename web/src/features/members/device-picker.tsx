import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import type { TProfileOptions } from './member-types';

interface TDevicePickerProps {
  options: TProfileOptions;
  value: string[];
  onChange: (devices: string[]) => void;
  isPremium: boolean;
}

function DeviceToggle({ device, selected, onToggle }: { device: string; selected: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      className={cn(
        'rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition-colors',
        selected ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-stone-700 ring-stone-300 hover:bg-cream-50',
      )}
    >
      {device}
    </button>
  );
}

/** The 15 standard devices; premium members also see the premium models, others an upgrade link. */
export function DevicePicker({ options, value, onChange, isPremium }: TDevicePickerProps) {
  const toggle = (device: string) => onChange(value.includes(device) ? value.filter((d) => d !== device) : [...value, device]);
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-stone-900">Küchengeräte</legend>
      <div className="flex flex-wrap gap-2">
        {options.standardKitchenDevices.map((device) => (
          <DeviceToggle key={device} device={device} selected={value.includes(device)} onToggle={() => toggle(device)} />
        ))}
      </div>
      {isPremium ? (
        <div>
          <p className="mb-2 text-sm font-medium text-stone-700">Premium-Gerätemodelle</p>
          <div className="flex flex-wrap gap-2">
            {options.premiumKitchenDevices.map((device) => (
              <DeviceToggle key={device} device={device} selected={value.includes(device)} onToggle={() => toggle(device)} />
            ))}
          </div>
        </div>
      ) : (
        <p className="text-sm text-stone-600">
          15 Premium-Gerätemodelle (z. B. Thermomix TM7) gibt es mit Premium.{' '}
          <Link to="/premium" className="font-semibold text-brand-700 underline">
            Jetzt upgraden
          </Link>
        </p>
      )}
    </fieldset>
  );
}
