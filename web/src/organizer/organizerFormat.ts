import { useMemo } from 'react';
import type { EventStatus } from '../../../shared/event-settings';
import { useFormat, type Formatters } from '../i18n/format';
import { useTexts } from '../i18n/texts';
import { ORGANIZER_DATE_TIME } from '../model/organizer/portal';

/** The overview's status icon (decorative: the status word is next to it). */
export const EVENT_STATUS_GLYPH: Record<EventStatus, string> = { waiting: '⏳', active: '●', completed: '✓' };

export interface OrganizerFormat {
  /** An amount in minor units with two decimals and the currency's code ("RON 249.00", "249,00 RON"). */
  amount(minor: number, currency: string): string;
  /** Money on the organizer dashboard is RON (commerce spec section 1), from RON minor units. */
  ron(minor: number): string;
  /** An order's or event's date and time; one the server did not give as a date reads "N/A". */
  date(iso: string): string;
}

const AMOUNT: Intl.NumberFormatOptions = { currencyDisplay: 'code', minimumFractionDigits: 2, maximumFractionDigits: 2 };

export function organizerFormat(format: Formatters, notAvailable: string): OrganizerFormat {
  const amount = (minor: number, currency: string) => format.money(minor, currency, AMOUNT);
  return {
    amount,
    ron: (minor) => amount(minor, 'RON'),
    date: (iso) => (Number.isNaN(Date.parse(iso)) ? notAvailable : format.date(iso, ORGANIZER_DATE_TIME)),
  };
}

/** The organizer screens' money and dates in the device's language. */
export function useOrganizerFormat(): OrganizerFormat {
  const format = useFormat();
  const { notAvailable } = useTexts('organizer');
  return useMemo(() => organizerFormat(format, notAvailable), [format, notAvailable]);
}
