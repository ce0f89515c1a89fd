export function postVote(options: {
  port: number;
  comment: string;
  page?: string;
  key?: string;
  from?: string;
}): Promise<{ status: number; ms: number }>;
export function visitorAddress(n: number): string;
