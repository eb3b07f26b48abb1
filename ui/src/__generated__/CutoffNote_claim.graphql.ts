/**
 * @generated SignedSource<<e065eaabf8a1cd2ea04a2181c47e259c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CutoffNote_claim$data = {
  readonly cutoffText: string | null | undefined;
  readonly " $fragmentType": "CutoffNote_claim";
};
export type CutoffNote_claim$key = {
  readonly " $data"?: CutoffNote_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"CutoffNote_claim">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CutoffNote_claim",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cutoffText",
      "storageKey": null
    }
  ],
  "type": "Claim",
  "abstractKey": null
};

(node as any).hash = "9d9d836ceded1113a4f6392932c79b56";

export default node;
