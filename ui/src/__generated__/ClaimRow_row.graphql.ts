/**
 * @generated SignedSource<<ffeac1ea73948a34edd151c3bbc9fac5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClaimRow_row$data = {
  readonly amount: any | null | undefined;
  readonly claim: {
    readonly isUnread: boolean;
    readonly number: number;
    readonly recordedFrom: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ClaimBadges_claim" | "ClaimRowStanding_claim" | "CutoffNote_claim" | "GroundBadge_claim">;
  };
  readonly contractSlug: string;
  readonly counterpartyName: string | null | undefined;
  readonly ownerIsViewer: boolean;
  readonly ownerName: string;
  readonly ownerSlug: string;
  readonly siteName: string;
  readonly termsAtAGlance: ReadonlyArray<string>;
  readonly viewerIsSupplier: boolean;
  readonly " $fragmentType": "ClaimRow_row";
};
export type ClaimRow_row$key = {
  readonly " $data"?: ClaimRow_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimRow_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimRow_row",
  "selections": [
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
      "kind": "ScalarField",
      "name": "termsAtAGlance",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recordedFrom",
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
          "name": "GroundBadge_claim"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CutoffNote_claim"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ClaimListRow",
  "abstractKey": null
};

(node as any).hash = "dee5d558a3a05125984d1eb4c604d6c2";

export default node;
