/**
 * @generated SignedSource<<aebaba228c8d0f7f83821172209856c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdjudicationStepRecordInput = {
  adjudicator?: string | null | undefined;
  amount?: any | null | undefined;
  chargingOrderApproved?: boolean | null | undefined;
  contractId: string;
  extendedTo?: any | null | undefined;
  kind: string;
  number: number;
  on: any;
  payBy?: any | null | undefined;
};
export type StepRecorderMutation$variables = {
  input: AdjudicationStepRecordInput;
};
export type StepRecorderMutation$data = {
  readonly adjudicationStepRecord: {
    readonly notice: {
      readonly number: number;
    };
  } | null | undefined;
};
export type StepRecorderMutation = {
  response: StepRecorderMutation$data;
  variables: StepRecorderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "AdjudicationNoticePayload",
    "kind": "LinkedField",
    "name": "adjudicationStepRecord",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdjudicationNotice",
        "kind": "LinkedField",
        "name": "notice",
        "plural": false,
        "selections": [
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StepRecorderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StepRecorderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "42f1a12f6782712a5255cb15fa74054c",
    "id": null,
    "metadata": {},
    "name": "StepRecorderMutation",
    "operationKind": "mutation",
    "text": "mutation StepRecorderMutation(\n  $input: AdjudicationStepRecordInput!\n) {\n  adjudicationStepRecord(input: $input) {\n    notice {\n      number\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e0bdb76a5d31999c280b60fdaec8a80f";

export default node;
