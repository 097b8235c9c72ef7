import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumberDE } from '../../lib/format';

/** 'YYYY-MM-DD' → '24.11.' */
const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

/** One bar per day (recharts, loaded only with the Analytics tab). */
export default function DayChart({
  days,
  color,
  label,
}: {
  days: { day: string; count: number }[];
  color: string;
  label: string;
}) {
  return (
    <div className="h-48" role="img" aria-label={`${label} je Tag`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 4, right: 4, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke="#e7e5e4" />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={16} />
          <YAxis
            allowDecimals={false}
            tick={{ fontSize: 11 }}
            width={40}
            tickFormatter={(value: number) => formatNumberDE(value)}
          />
          <Tooltip
            labelFormatter={(value) => (typeof value === 'string' ? shortDay(value) : '')}
            formatter={(value) => [formatNumberDE(Number(value)), label]}
            cursor={{ fill: '#f5f5f4' }}
          />
          <Bar dataKey="count" fill={color} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
