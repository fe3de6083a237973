/**
 * JSON.parse rounds integers beyond 2^53 (ids, snowflakes, account numbers) and long decimals to
 * the nearest double, silently. Before a JSON text is parsed to be cut, such literals are quoted,
 * so their digits survive as strings and the envelope says how many were kept that way.
 */
export function quoteInexactNumbers(text: string): { text: string; quoted: number } {
  // Fast refusal: no run of 16 digits, no literal a double cannot hold exactly.
  if (!/\d{16}/.test(text)) return { text, quoted: 0 };
  let out = "";
  let last = 0;
  let quoted = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) {
      inString = true;
      continue;
    }
    if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      let j = i + 1;
      while (j < text.length && /[0-9eE+\-.]/.test(text[j] ?? "")) j++;
      const literal = text.slice(i, j);
      const digits = literal.replace(/^-/, "").replace(/[eE].*$/, "").replace(".", "").replace(/^0+/, "");
      if (digits.length > 15 && String(Number(literal)) !== literal) {
        out += `${text.slice(last, i)}"${literal}"`;
        last = j;
        quoted++;
      }
      i = j - 1;
    }
  }
  return quoted === 0 ? { text, quoted } : { text: out + text.slice(last), quoted };
}
