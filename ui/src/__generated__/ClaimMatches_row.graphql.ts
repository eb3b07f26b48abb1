/**
 * @generated SignedSource<<2e47b32cb0d2292b5c0823ea145bdb67>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClaimMatches_row$data = {
  readonly claim: {
    readonly id: string;
    readonly number: number;
  };
  readonly contractSlug: string;
  readonly counterpartyName: string | null | undefined;
  readonly ownerSlug: string;
  readonly siteName: string;
  readonly viewerIsSupplier: boolean;
  readonly " $fragmentType": "ClaimMatches_row";
};
export type ClaimMatches_row$key = {
  readonly " $data"?: ClaimMatches_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimMatches_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimMatches_row",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ClaimListRow",
  "abstractKey": null
};

(node as any).hash = "3818ec286eae7ea9969c7ded80cea841";

export default node;
