/**
 * @generated SignedSource<<99ff378d618830625ac1fb58571410d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClaimGroup = "Draft" | "NoScheduleYet" | "Paid" | "ScheduledNotPaid" | "%future added value";
export type ClaimStatus = "Deleted" | "New" | "Scheduled" | "Sent" | "Voided" | "%future added value";
export type PaymentScheduleStatus = "Draft" | "Sent" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClaimRow_row$data = {
  readonly amount: any | null | undefined;
  readonly claim: {
    readonly id: string;
    readonly isPaid: boolean;
    readonly isPaying: boolean;
    readonly isUnread: boolean;
    readonly number: number;
    readonly pdfViewUrl: string | null | undefined;
    readonly recordedFrom: string | null | undefined;
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
    readonly " $fragmentSpreads": FragmentRefs<"ClaimBadges_claim" | "ClaimRowStanding_claim" | "PaymentDialog_claim">;
  };
  readonly contractId: string;
  readonly contractSlug: string;
  readonly counterpartyName: string | null | undefined;
  readonly group: ClaimGroup;
  readonly ownerIsViewer: boolean;
  readonly ownerName: string;
  readonly ownerSlug: string;
  readonly siteName: string;
  readonly viewerIsSupplier: boolean;
  readonly " $fragmentType": "ClaimRow_row";
};
export type ClaimRow_row$key = {
  readonly " $data"?: ClaimRow_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimRow_row">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pdfViewUrl",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimRow_row",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "group",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownerSlug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownerIsViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractSlug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "siteName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "counterpartyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsSupplier",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Claim",
      "kind": "LinkedField",
      "name": "claim",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isUnread",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "xeroUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isPaid",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isPaying",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanMarkPaid",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanSetPaying",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanRecordPayment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanResend",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanChangeToDraft",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanDelete",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recordedFrom",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PaymentSchedule",
          "kind": "LinkedField",
          "name": "schedule",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ClaimBadges_claim"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ClaimRowStanding_claim"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PaymentDialog_claim"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ClaimListRow",
  "abstractKey": null
};
})();

(node as any).hash = "7151b701c61c39338efa00466c620d83";

export default node;
