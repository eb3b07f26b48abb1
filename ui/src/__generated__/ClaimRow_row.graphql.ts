/**
 * @generated SignedSource<<1f8dca2a0632f0938e118a07b9a430a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClaimGroup = "Draft" | "NoScheduleYet" | "Paid" | "ScheduledNotPaid" | "%future added value";
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
    readonly viewerCanMarkPaid: boolean;
    readonly viewerCanRecordPayment: boolean;
    readonly viewerCanSetPaying: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"ClaimBadges_claim" | "ClaimRowStanding_claim" | "GroundBadge_claim" | "PaymentDialog_claim">;
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isUnread",
          "storageKey": null
        },
        (v0/*:: as any*/),
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            },
            (v0/*:: as any*/)
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
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "GroundBadge_claim"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ClaimListRow",
  "abstractKey": null
};
})();

(node as any).hash = "5a6d479a9e33d2c78cb8108b2e23cb27";

export default node;
