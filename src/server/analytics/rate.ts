/** A share as a fraction with four decimals (0.0312 = 3.12 %); 0 without a whole. Shared by the report and its screen. */
export const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/** A fraction as the screens show it: "3.1%" (one decimal at most). */
export const percentOf = (fraction: number) => `${(fraction * 100).toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`;
