/**
 * @generated SignedSource<<d3265f680585ad217760825378de64c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClaimStatus = "Deleted" | "New" | "Scheduled" | "Sent" | "Voided" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClaimMenu_claim$data = {
  readonly accessLinks: ReadonlyArray<{
    readonly document: string;
    readonly email: string;
    readonly expiresAt: any;
    readonly id: string;
    readonly lastUsedAt: any | null | undefined;
    readonly revokedAt: any | null | undefined;
  }>;
  readonly csvDownloadUrl: string | null | undefined;
  readonly draft: {
    readonly id: string;
  } | null | undefined;
  readonly isPaid: boolean;
  readonly isPaying: boolean;
  readonly latest: {
    readonly id: string;
  } | null | undefined;
  readonly number: number;
  readonly pdfPreviewUrl: string | null | undefined;
  readonly pdfViewUrl: string | null | undefined;
  readonly status: ClaimStatus;
  readonly viewerCanChangeToDraft: boolean;
  readonly viewerCanDelete: boolean;
  readonly viewerCanDeleteDraft: boolean;
  readonly viewerCanMarkPaid: boolean;
  readonly viewerCanRecordPayment: boolean;
  readonly viewerCanResend: boolean;
  readonly viewerCanSetPaying: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentDialog_claim">;
  readonly " $fragmentType": "ClaimMenu_claim";
};
export type ClaimMenu_claim$key = {
  readonly " $data"?: ClaimMenu_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimMenu_claim">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimMenu_claim",
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
      "name": "pdfPreviewUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pdfViewUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "csvDownloadUrl",
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
      "name": "viewerCanChangeToDraft",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanDeleteDraft",
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
      "concreteType": "ClaimRevision",
      "kind": "LinkedField",
      "name": "draft",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimRevision",
      "kind": "LinkedField",
      "name": "latest",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AccessLink",
      "kind": "LinkedField",
      "name": "accessLinks",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "document",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "revokedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastUsedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentDialog_claim"
    }
  ],
  "type": "Claim",
  "abstractKey": null
};
})();

(node as any).hash = "14a4b41bcac0968e475fc4b14a71e5bc";

export default node;
