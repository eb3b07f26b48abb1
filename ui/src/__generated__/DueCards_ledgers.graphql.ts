/**
 * @generated SignedSource<<a208f1154276543eb6239748e2a5c47a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DueCards_ledgers$data = ReadonlyArray<{
  readonly contractId: string;
  readonly contractSlug: string;
  readonly holderName: string;
  readonly ownerSlug: string;
  readonly payeeName: string;
  readonly releases: ReadonlyArray<{
    readonly interest: string | null | undefined;
    readonly late: boolean;
    readonly owed: boolean;
    readonly releaseOn: any;
    readonly stage: string;
    readonly stageIndex: number;
    readonly text: string;
  }>;
  readonly siteName: string;
  readonly " $fragmentType": "DueCards_ledgers";
}>;
export type DueCards_ledgers$key = ReadonlyArray<{
  readonly " $data"?: DueCards_ledgers$data;
  readonly " $fragmentSpreads": FragmentRefs<"DueCards_ledgers">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DueCards_ledgers",
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
          "name": "stage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stageIndex",
          "storageKey": null
        },
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
          "name": "owed",
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

(node as any).hash = "84a37f2c5de32a716629964b4c6577ba";

export default node;
