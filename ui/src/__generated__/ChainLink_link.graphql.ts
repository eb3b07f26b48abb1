/**
 * @generated SignedSource<<f1f35f4d24faf751153ba28006ae042b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChainLink_link$data = {
  readonly contractId: string;
  readonly customerName: string;
  readonly depth: number;
  readonly furtherSubcontract: boolean;
  readonly isCurrent: boolean;
  readonly openClaim: {
    readonly nextLabel: string | null | undefined;
    readonly number: number;
    readonly paymentDue: any | null | undefined;
    readonly scheduleDeadline: any | null | undefined;
    readonly workingDaysLeft: number | null | undefined;
  } | null | undefined;
  readonly outstanding: any;
  readonly ownerSlug: string;
  readonly retentionHeld: any;
  readonly siteName: string;
  readonly slug: string;
  readonly supplierName: string;
  readonly viewerIsSupplier: boolean;
  readonly " $fragmentType": "ChainLink_link";
};
export type ChainLink_link$key = {
  readonly " $data"?: ChainLink_link$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChainLink_link">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChainLink_link",
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
      "name": "ownerSlug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
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
      "name": "depth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isCurrent",
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
      "name": "customerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "outstanding",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "retentionHeld",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "furtherSubcontract",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ChainOpenClaim",
      "kind": "LinkedField",
      "name": "openClaim",
      "plural": false,
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
          "name": "scheduleDeadline",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "workingDaysLeft",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paymentDue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextLabel",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChainLink",
  "abstractKey": null
};

(node as any).hash = "8a0fe8ee8a6c706b0d1dc64fdc429282";

export default node;
