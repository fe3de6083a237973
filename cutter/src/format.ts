/** 1234567 → "1,234,567", without depending on the runtime's locale data. */
export function groupDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
