export type Currency = 'RON' | 'EUR' | 'GBP' | 'USD' | 'CHF';
export const CURRENCIES: readonly Currency[] = ['RON', 'EUR', 'GBP', 'USD', 'CHF'];

/** Currency by country (spec section 9): RON for RO and BG, GBP for GB, USD for US/CA/AU/NZ, CHF for CH, otherwise EUR. */
const CURRENCY_BY_COUNTRY: Readonly<Record<string, Currency>> = {
  RO: 'RON', BG: 'RON',
  GB: 'GBP',
  US: 'USD', CA: 'USD', AU: 'USD', NZ: 'USD',
  CH: 'CHF',
};

export const currencyFor = (country: string): Currency => CURRENCY_BY_COUNTRY[country.trim().toUpperCase()] ?? 'EUR';
