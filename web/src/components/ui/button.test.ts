import { describe, expect, it } from 'vitest';
import { buttonClasses } from './button';

const classes = (...args: Parameters<typeof buttonClasses>) => buttonClasses(...args).split(' ');

describe('buttonClasses', () => {
  it('lets a caller’s utility replace the button’s own for the same property', () => {
    const lg = classes('secondary', 'lg', 'w-full px-3 sm:w-auto sm:px-6');
    expect(lg).toContain('px-3');
    expect(lg).not.toContain('px-6');
    expect(lg).toContain('sm:px-6');
    expect(lg).toContain('py-2');
    expect(lg).toEqual(expect.arrayContaining(['inline-flex', 'items-center', 'font-semibold', 'bg-brand-100']));
    const icon = classes('ghost', 'icon', 'size-9');
    expect(icon).toEqual(expect.arrayContaining(['size-9']));
    expect(icon).not.toContain('size-11');
    const ghost = classes('ghost', 'md', 'text-brand-700');
    expect(ghost).toContain('text-brand-700');
    expect(ghost).not.toContain('text-stone-700');
    expect(ghost).toContain('text-sm');
  });

  it('keeps the button’s classes beside a caller’s variants and other utilities', () => {
    const button = classes('primary', 'md', 'justify-self-start text-center hover:bg-brand-800');
    expect(button).toEqual(expect.arrayContaining(['bg-brand-600', 'px-4', 'min-h-11', 'text-white', 'text-center']));
    expect(classes('outline', 'sm', 'p-2')).not.toEqual(expect.arrayContaining(['px-3']));
    expect(classes('outline', 'sm', 'p-2')).not.toContain('py-1');
  });
});
