/**
 * @generated SignedSource<<8a3afb0bd673c2442585504f7aaddafa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContractTermsSummary_contract$data = {
  readonly paymentTerms: {
    readonly description: string;
  };
  readonly " $fragmentType": "ContractTermsSummary_contract";
};
export type ContractTermsSummary_contract$key = {
  readonly " $data"?: ContractTermsSummary_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractTermsSummary_contract">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractTermsSummary_contract",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentTerms",
      "kind": "LinkedField",
      "name": "paymentTerms",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};

(node as any).hash = "281852305399807e4e41d241493f8f4d";

export default node;
