/**
 * @generated SignedSource<<d6094feed7a823e2a50771d15b0f4544>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClaimStatus = "Deleted" | "New" | "Scheduled" | "Sent" | "Voided" | "%future added value";
export type PaymentScheduleStatus = "Draft" | "Sent" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClaimActions_claim$data = {
  readonly draft: {
    readonly date: any | null | undefined;
    readonly dueDate: any | null | undefined;
    readonly rev: number;
    readonly submitProblems: ReadonlyArray<string>;
    readonly title: string;
    readonly totals: {
      readonly chargesGst: boolean;
      readonly netPayment: any;
    };
  } | null | undefined;
  readonly latest: {
    readonly id: string;
    readonly title: string;
  } | null | undefined;
  readonly number: number;
  readonly pdfDownloadUrl: string | null | undefined;
  readonly schedule: {
    readonly pdfViewUrl: string | null | undefined;
    readonly status: PaymentScheduleStatus;
  } | null | undefined;
  readonly status: ClaimStatus;
  readonly title: string;
  readonly viewerCanDraftSchedule: boolean;
  readonly viewerCanSchedule: boolean;
  readonly viewerCanSubmit: boolean;
  readonly xeroUrl: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimMenu_claim">;
  readonly " $fragmentType": "ClaimActions_claim";
};
export type ClaimActions_claim$key = {
  readonly " $data"?: ClaimActions_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimActions_claim">;
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
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimActions_claim",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "pdfDownloadUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanSubmit",
      "storageKey": null
    },
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
          "name": "pdfViewUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimRevision",
      "kind": "LinkedField",
      "name": "latest",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimRevision",
      "kind": "LinkedField",
      "name": "draft",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rev",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
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
          "name": "submitProblems",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ClaimTotals",
          "kind": "LinkedField",
          "name": "totals",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "netPayment",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "chargesGst",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ClaimMenu_claim"
    }
  ],
  "type": "Claim",
  "abstractKey": null
};
})();

(node as any).hash = "394197dc01333190d36a979f9c897fb4";

export default node;
