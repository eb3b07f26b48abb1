/**
 * @generated SignedSource<<bc3180a75bd3c6f8de2ff2513accd533>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScheduleBuilder_contract$data = {
  readonly id: string;
  readonly supplier: {
    readonly entityName: string;
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "ScheduleBuilder_contract";
};
export type ScheduleBuilder_contract$key = {
  readonly " $data"?: ScheduleBuilder_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleBuilder_contract">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScheduleBuilder_contract",
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
      "concreteType": "ContractContact",
      "kind": "LinkedField",
      "name": "supplier",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "entityName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};

(node as any).hash = "4aaa990c274053d199c3f1108747f2d1";

export default node;
