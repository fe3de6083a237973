// A JSON reader for text that was cut: it keeps what arrived whole and says where it stopped.
// `auditDelivery()` uses it to count the rows and fields of a payload that no longer parses.

export interface LenientParse {
  /** The value as far as it arrived: open containers closed, an unfinished scalar or key dropped. */
  value: unknown;
  /** The root value was closed by its own bracket: the payload parses (text around it aside). */
  closed: boolean;
  /** Where the root value began, and where reading stopped (after the root's bracket when closed). */
  start: number;
  end: number;
  /** Keys and indices of the containers still open where reading stopped: the cut fell inside them. */
  openPath: (string | number)[];
  /** Those containers themselves: partial, whatever they hold. */
  unclosed: Set<unknown>;
  /**
   * Where the data ends: past `end` by the unfinished token reading stopped at (a string cut in
   * the middle runs to the first line break). What follows is not the tool's output: a notice.
   */
  dataEnd: number;
}

type Frame =
  | { kind: "array"; value: unknown[]; expect: "value" | "comma"; key: string | number | undefined }
  | { kind: "object"; value: Record<string, unknown>; expect: "key" | "colon" | "value" | "comma"; pending: string | undefined; key: string | number | undefined };

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WS = /[ \t\n\r]*/y;
const CONTROL = /[\u0000-\u001f]/g;
const ESCAPES: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };

function skipWs(text: string, i: number): number {
  WS.lastIndex = i;
  WS.exec(text);
  return WS.lastIndex;
}

/** A string literal at `i` (which holds `"`), or undefined when it is unterminated or malformed. */
function readString(text: string, i: number): { value: string; end: number } | undefined {
  let out = "";
  let from = i + 1;
  for (let j = from; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x22) return { value: out + text.slice(from, j), end: j + 1 };
    if (c < 0x20) return undefined;
    if (c !== 0x5c) continue;
    out += text.slice(from, j);
    const e = text[j + 1];
    if (e === undefined) return undefined;
    if (e === "u") {
      const hex = text.slice(j + 2, j + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) return undefined;
      out += String.fromCharCode(parseInt(hex, 16));
      j += 5;
    } else {
      const r = ESCAPES[e];
      if (r === undefined) return undefined;
      out += r;
      j += 1;
    }
    from = j + 1;
  }
  return undefined;
}

export function setMember(obj: Record<string, unknown>, key: string, value: unknown): void {
  // `__proto__` is an ordinary key in JSON; assignment would set the prototype instead.
  if (key === "__proto__") Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}

/**
 * Reads the JSON object or array that begins at `start` (a `{` or `[`) as far as it is intact.
 * Stops at the end of the text or at the first character that cannot continue it.
 */
export function parseLenient(text: string, start: number): LenientParse {
  const stack: Frame[] = [];
  let root: unknown;
  let closed = false;
  let i = start;

  const attach = (value: unknown): void => {
    const top = stack[stack.length - 1];
    if (!top) return;
    if (top.kind === "array") {
      top.value.push(value);
      top.expect = "comma";
    } else {
      setMember(top.value, top.pending as string, value);
      top.pending = undefined;
      top.expect = "comma";
    }
  };
  const keyForChild = (): string | number | undefined => {
    const top = stack[stack.length - 1];
    if (!top) return undefined;
    return top.kind === "array" ? top.value.length : top.pending;
  };
  const open = (kind: "array" | "object"): void => {
    const key = keyForChild();
    const frame: Frame = kind === "array" ? { kind, value: [], expect: "value", key } : { kind, value: {}, expect: "key", pending: undefined, key };
    if (stack.length === 0) root = frame.value;
    else attach(frame.value);
    // The parent now expects a comma, but its child is still open: the child frame goes on top.
    stack.push(frame);
  };

  /** A value at `i`; false when none can be read there. */
  const readValue = (): boolean => {
    const c = text[i];
    if (c === "{" || c === "[") {
      open(c === "{" ? "object" : "array");
      i++;
      return true;
    }
    if (c === '"') {
      const s = readString(text, i);
      if (!s) return false;
      attach(s.value);
      i = s.end;
      return true;
    }
    if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text);
      // A number that runs into the end of the text, or into a notice, may have lost digits: not whole.
      if (!m || NUMBER.lastIndex >= text.length || !/[\s,\]}]/.test(text[NUMBER.lastIndex] as string)) return false;
      attach(Number(m[0]));
      i = NUMBER.lastIndex;
      return true;
    }
    for (const [word, value] of [["true", true], ["false", false], ["null", null]] as const) {
      if (text.startsWith(word, i)) {
        attach(value);
        i += word.length;
        return true;
      }
    }
    return false;
  };

  if (text[i] === "{" || text[i] === "[") readValue();
  while (stack.length > 0) {
    i = skipWs(text, i);
    if (i >= text.length) break;
    const top = stack[stack.length - 1] as Frame;
    const c = text[i];
    if (top.kind === "array") {
      if (c === "]" && (top.expect === "comma" || top.value.length === 0)) {
        stack.pop();
        i++;
      } else if (top.expect === "comma") {
        if (c !== ",") break;
        top.expect = "value";
        i++;
      } else if (!readValue()) break;
    } else if (top.expect === "key") {
      if (c === "}" && Object.keys(top.value).length === 0) {
        stack.pop();
        i++;
        if (stack.length === 0) closed = true;
        continue;
      }
      if (c !== '"') break;
      const s = readString(text, i);
      if (!s) break;
      top.pending = s.value;
      top.expect = "colon";
      i = s.end;
    } else if (top.expect === "colon") {
      if (c !== ":") break;
      top.expect = "value";
      i++;
    } else if (top.expect === "value") {
      if (!readValue()) break;
    } else {
      if (c === "}") {
        stack.pop();
        i++;
      } else if (c === ",") {
        top.expect = "key";
        i++;
      } else break;
    }
    if (stack.length === 0) closed = true;
  }
  const openPath = stack.slice(1).map((f) => f.key as string | number);
  let dataEnd = i;
  if (!closed && text[i] === '"') {
    // A JSON string holds no raw line break: a cut one ends at the first.
    CONTROL.lastIndex = i + 1;
    dataEnd = CONTROL.exec(text) ? CONTROL.lastIndex - 1 : text.length;
  } else if (!closed) {
    const m = /^[-+.\deE]+|^(t|tr|tru|f|fa|fal|fals|n|nu|nul)\b/.exec(text.slice(i, i + 40));
    if (m) dataEnd = i + m[0].length;
  }
  return { value: root, closed, start, end: i, openPath, unclosed: new Set(stack.map((f) => f.value)), dataEnd };
}
