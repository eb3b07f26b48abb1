/**
 * @generated SignedSource<<5d3336b5c92e53c5bb90092cc7e8cd72>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type PaymentScheduleStatus = "Draft" | "Sent" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useClaimActions_row$data = {
  readonly claim: {
    readonly id: string;
    readonly isPaid: boolean;
    readonly isPaying: boolean;
    readonly isUnread: boolean;
    readonly number: number;
    readonly pdfViewUrl: string | null | undefined;
    readonly schedule: {
      readonly pdfViewUrl: string | null | undefined;
      readonly status: PaymentScheduleStatus;
    } | null | undefined;
    readonly viewerCanMarkPaid: boolean;
    readonly viewerCanRecordPayment: boolean;
    readonly viewerCanSetPaying: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"PaymentDialog_claim">;
  };
  readonly contractId: string;
  readonly " $fragmentType": "useClaimActions_row";
};
export type useClaimActions_row$key = {
  readonly " $data"?: useClaimActions_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"useClaimActions_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "useClaimActions_row"
};

(node as any).hash = "ab5922cd5508e99633ad1b3efaecf465";

export default node;
