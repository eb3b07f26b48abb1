/**
 * @generated SignedSource<<c6a6408c34a39919c954e5d5718d86b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClaimStatus = "Deleted" | "New" | "Scheduled" | "Sent" | "Voided" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClaimActions_claim$data = {
  readonly draft: {
    readonly date: any | null | undefined;
    readonly dueDate: any | null | undefined;
    readonly rev: number;
    readonly submitProblems: ReadonlyArray<string>;
    readonly title: string;
    readonly totals: {
      readonly netPayment: any;
    };
  } | null | undefined;
  readonly latest: {
    readonly id: string;
    readonly title: string;
  } | null | undefined;
  readonly number: number;
  readonly pdfDownloadUrl: string | null | undefined;
  readonly status: ClaimStatus;
  readonly title: string;
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
        (v0/*:: as any*/)
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
        (v0/*:: as any*/),
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

(node as any).hash = "f9d46add766d2dab38120be8a43271d3";

export default node;
