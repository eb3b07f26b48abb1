/**
 * @generated SignedSource<<f388d1542bbf8310b5e06a05e5dcc162>>
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
export type AdjudicationTabRecordMutation$variables = {
  input: AdjudicationStepRecordInput;
};
export type AdjudicationTabRecordMutation$data = {
  readonly adjudicationStepRecord: {
    readonly notice: {
      readonly number: number;
    };
  } | null | undefined;
};
export type AdjudicationTabRecordMutation = {
  response: AdjudicationTabRecordMutation$data;
  variables: AdjudicationTabRecordMutation$variables;
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
    "name": "AdjudicationTabRecordMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdjudicationTabRecordMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1283d83e0ed1580250199242c0209fa1",
    "id": null,
    "metadata": {},
    "name": "AdjudicationTabRecordMutation",
    "operationKind": "mutation",
    "text": "mutation AdjudicationTabRecordMutation(\n  $input: AdjudicationStepRecordInput!\n) {\n  adjudicationStepRecord(input: $input) {\n    notice {\n      number\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "265c7c737ed5183527c0af1222838bd5";

export default node;
