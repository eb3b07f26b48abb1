/**
 * @generated SignedSource<<160227e9b74bc4816bb447a1934e9e0f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClaimDocument_contract$data = {
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"Parties_contract">;
  readonly " $fragmentType": "ClaimDocument_contract";
};
export type ClaimDocument_contract$key = {
  readonly " $data"?: ClaimDocument_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimDocument_contract">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimDocument_contract",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Parties_contract"
    }
  ],
  "type": "Contract",
  "abstractKey": null
};

(node as any).hash = "6882eecb8990942724a6342f327a92fe";

export default node;
