import { issueToDescriptor, type MessageDescriptor } from '@creator/forms/rules/descriptor';

type Values = Record<string, string | number>;

/** Picks the branch of an ICU plural (`=n`, `one`, `other`) and puts the count in for `#`. */
function plural(body: string, count: number): string {
  const branches = new Map<string, string>();
  const pattern = /\s*(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/gu;
  for (const match of body.matchAll(pattern)) branches.set(match[1]!, match[2]!);
  const chosen = branches.get(`=${count}`) ?? (count === 1 ? branches.get('one') : undefined) ?? branches.get('other') ?? '';
  return chosen.replace(/#/gu, String(count));
}

/** The English text of a rule's descriptor, for the envelope's `message` (the portal shows its own locale). */
export function formatDescriptor(descriptor: MessageDescriptor, extra: Values = {}): string {
  const values: Values = { ...descriptor.values, ...extra };
  return descriptor.defaultMessage.replace(/\{(\w+)(?:,\s*plural,((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*))?\}/gu, (whole, name: string, body?: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return body === undefined ? String(value) : plural(body, Number(value));
  });
}

interface IssueLike {
  code?: string;
  message: string;
  path: readonly PropertyKey[];
  params?: unknown;
  expected?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  values?: readonly unknown[];
  format?: string;
  keys?: readonly string[];
}

/** One validation issue as "field: what is wrong", in words a developer reading the response understands. */
export function describeIssue(issue: IssueLike): string {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
  if (/^forms\./u.test(issue.message)) return `${field}: ${formatDescriptor(issueToDescriptor(issue))}`;
  switch (issue.code) {
    case 'invalid_type':
      return `${field}: expected ${String(issue.expected)}`;
    case 'too_small':
      return `${field}: must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `${field}: must be at most ${String(issue.maximum)}`;
    case 'invalid_value':
      return `${field}: must be one of ${(issue.values ?? []).map((value) => JSON.stringify(value)).join(', ')}`;
    case 'invalid_format':
      return `${field}: not a valid ${issue.format ?? 'value'}`;
    case 'unrecognized_keys':
      return `${field}: unknown field ${(issue.keys ?? []).join(', ')}`;
    case 'invalid_union':
      return `${field}: does not match any accepted shape`;
    default:
      return `${field}: is not valid`;
  }
}
