/**
 * @generated SignedSource<<4aa611a7fff706cc4a4ccd425fbe9d15>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillingMode = "Auto" | "Percent" | "PercentWithQty" | "RateQtyEstimate" | "%future added value";
export type RevisionType = "Invoice" | "NzCcaClaim" | "NzCcaClaimCombined" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClaimDocument_revision$data = {
  readonly billingMode: BillingMode;
  readonly date: any | null | undefined;
  readonly dueDate: any | null | undefined;
  readonly files: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"Attachments_file">;
  }>;
  readonly heading: string;
  readonly invoiceReference: string;
  readonly isDraft: boolean;
  readonly paymentDetails: string;
  readonly periodFrom: any | null | undefined;
  readonly periodTo: any | null | undefined;
  readonly poNumber: string;
  readonly supplierGstNumber: string | null | undefined;
  readonly title: string;
  readonly type: RevisionType;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimDocument_figures">;
  readonly " $fragmentType": "ClaimDocument_revision";
};
export type ClaimDocument_revision$key = {
  readonly " $data"?: ClaimDocument_revision$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimDocument_revision">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimDocument_revision",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDraft",
      "storageKey": null
    },
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
      "name": "periodFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "periodTo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "poNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentDetails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingMode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceReference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "heading",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierGstNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FileRef",
      "kind": "LinkedField",
      "name": "files",
      "plural": true,
      "selections": [
        {
          "kind": "InlineDataFragmentSpread",
          "name": "Attachments_file",
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
              "name": "filename",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "contentType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "size",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isImage",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            }
          ],
          "args": null,
          "argumentDefinitions": []
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ClaimDocument_figures"
    }
  ],
  "type": "ClaimRevision",
  "abstractKey": null
};

(node as any).hash = "08a1e15f5b409d23a8dcc64e5262be7e";

export default node;
