/**
 * @generated SignedSource<<dd311f6706c140bec45fe0deda5a6b4c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClaimStatus = "Deleted" | "New" | "Scheduled" | "Sent" | "Voided" | "%future added value";
export type PaymentScheduleStatus = "Draft" | "Sent" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type scheduleMutations_claim$data = {
  readonly id: string;
  readonly schedule: {
    readonly adjustExcl: any;
    readonly adjustTax: any;
    readonly claimRev: number;
    readonly claimedExcl: any;
    readonly claimedTax: any;
    readonly dueDate: any | null | undefined;
    readonly givenLate: boolean;
    readonly isTaxInvoice: boolean;
    readonly lines: ReadonlyArray<{
      readonly claimed: any;
      readonly itemId: string;
      readonly name: string;
      readonly reason: string;
      readonly removable: boolean;
      readonly removed: boolean;
      readonly scheduled: any;
    }>;
    readonly notes: ReadonlyArray<string>;
    readonly pdfDownloadUrl: string | null | undefined;
    readonly pdfViewUrl: string | null | undefined;
    readonly reference: string;
    readonly retention: any;
    readonly scheduleExcl: any;
    readonly scheduleTax: any;
    readonly sentAt: any | null | undefined;
    readonly status: PaymentScheduleStatus;
    readonly submittedBy: string | null | undefined;
    readonly version: number;
  } | null | undefined;
  readonly status: ClaimStatus;
  readonly viewerCanDraftSchedule: boolean;
  readonly viewerCanSchedule: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimBadges_claim">;
  readonly " $fragmentType": "scheduleMutations_claim";
};
export type scheduleMutations_claim$key = {
  readonly " $data"?: scheduleMutations_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"scheduleMutations_claim">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "scheduleMutations_claim",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanSchedule",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanDraftSchedule",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "claimRev",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isTaxInvoice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reference",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "adjustExcl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "adjustTax",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "retention",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scheduleExcl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scheduleTax",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "claimedExcl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "claimedTax",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PaymentScheduleLine",
          "kind": "LinkedField",
          "name": "lines",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "itemId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "claimed",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "scheduled",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reason",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "removable",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "removed",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "version",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sentAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "givenLate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "submittedBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pdfDownloadUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pdfViewUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ClaimBadges_claim"
    }
  ],
  "type": "Claim",
  "abstractKey": null
};
})();

(node as any).hash = "7d04aa45798d382be81382f8dd30fc52";

export default node;
