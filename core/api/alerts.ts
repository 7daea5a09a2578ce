/** GET /api/admin/alerts: a problem the operator must act on, as the api sends it and the admin panel reads it. */
export interface OperatorAlert {
  kind: "refund_failed";
  stackId: string;
  jobId: string;
  userId: string;
  failures: number;
  lastError: string;
  lastFailedAt: string;
  /** The last attempt failed: the message is gone, the credit must be refunded by hand. */
  abandoned: boolean;
}
