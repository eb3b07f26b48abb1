/**
 * @generated SignedSource<<a898161634c8ad0af9d5379bcf8a6f84>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DueCards_ledger$data = {
  readonly contractId: string;
  readonly contractSlug: string;
  readonly holderName: string;
  readonly ownerSlug: string;
  readonly payeeName: string;
  readonly releases: ReadonlyArray<{
    readonly interest: string | null | undefined;
    readonly late: boolean;
    readonly releaseOn: any;
    readonly text: string;
  }>;
  readonly siteName: string;
  readonly " $fragmentType": "DueCards_ledger";
};
export type DueCards_ledger$key = {
  readonly " $data"?: DueCards_ledger$data;
  readonly " $fragmentSpreads": FragmentRefs<"DueCards_ledger">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DueCards_ledger",
  "selections": [
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
      "name": "siteName",
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
      "name": "contractSlug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "holderName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payeeName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RetentionReleaseDue",
      "kind": "LinkedField",
      "name": "releases",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "releaseOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "late",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "interest",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RetentionLedgerDue",
  "abstractKey": null
};

(node as any).hash = "ca29bfac25d5e9a2a8368c577678ce36";

export default node;
