/**
 * @generated SignedSource<<82367700f6396fab8d873a223692ae39>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MoneyRetention_money$data = {
  readonly retention: {
    readonly heldFromUs: any;
    readonly trustNote: string;
    readonly weHold: any;
  };
  readonly " $fragmentType": "MoneyRetention_money";
};
export type MoneyRetention_money$key = {
  readonly " $data"?: MoneyRetention_money$data;
  readonly " $fragmentSpreads": FragmentRefs<"MoneyRetention_money">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MoneyRetention_money",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MoneyRetention",
      "kind": "LinkedField",
      "name": "retention",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "heldFromUs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weHold",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trustNote",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Money",
  "abstractKey": null
};

(node as any).hash = "69a5b1bb34d06c7749b06dc10d782a59";

export default node;
