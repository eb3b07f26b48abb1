/**
 * @generated SignedSource<<55a956595a9bd6a9edc0e28eedb8669e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type ClaimStatus = "Deleted" | "New" | "Scheduled" | "Sent" | "Voided" | "%future added value";
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
    readonly status: ClaimStatus;
    readonly viewerCanChangeToDraft: boolean;
    readonly viewerCanDelete: boolean;
    readonly viewerCanMarkPaid: boolean;
    readonly viewerCanRecordPayment: boolean;
    readonly viewerCanResend: boolean;
    readonly viewerCanSetPaying: boolean;
    readonly xeroUrl: string | null | undefined;
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

(node as any).hash = "c6e6a6eaa0c28b2563983495cfa46b6c";

export default node;
