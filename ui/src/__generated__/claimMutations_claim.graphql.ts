/**
 * @generated SignedSource<<20d7cc84eb8db407b2d60bb739555412>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type claimMutations_claim$data = {
  readonly contract: {
    readonly claimsCount: number;
    readonly createClaimDisabledReason: string | null | undefined;
    readonly id: string;
    readonly ledger: {
      readonly draftNumber: number | null | undefined;
      readonly ledgerRev: string;
      readonly viewerCanEdit: boolean;
    };
    readonly viewerCanCreateClaim: boolean;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ClaimPage_claim">;
  readonly " $fragmentType": "claimMutations_claim";
};
export type claimMutations_claim$key = {
  readonly " $data"?: claimMutations_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"claimMutations_claim">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "claimMutations_claim",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ClaimPage_claim"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Contract",
      "kind": "LinkedField",
      "name": "contract",
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
          "name": "claimsCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanCreateClaim",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createClaimDisabledReason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Ledger",
          "kind": "LinkedField",
          "name": "ledger",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "ledgerRev",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "draftNumber",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "viewerCanEdit",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Claim",
  "abstractKey": null
};

(node as any).hash = "c9b00cc6a852364467865b6e07252486";

export default node;
