/**
 * @generated SignedSource<<d265c1f810da5b4a335d872db9831935>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VariationRefInput = {
  contractId: string;
  issueId: string;
};
export type variationMutationsEmailSendMutation$variables = {
  input: VariationRefInput;
};
export type variationMutationsEmailSendMutation$data = {
  readonly issueEmailSend: {
    readonly sentCount: number;
  } | null | undefined;
};
export type variationMutationsEmailSendMutation = {
  response: variationMutationsEmailSendMutation$data;
  variables: variationMutationsEmailSendMutation$variables;
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
    "concreteType": "IssueEmailSendPayload",
    "kind": "LinkedField",
    "name": "issueEmailSend",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sentCount",
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
    "name": "variationMutationsEmailSendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "variationMutationsEmailSendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6431e344268995067fdb0548aefae34a",
    "id": null,
    "metadata": {},
    "name": "variationMutationsEmailSendMutation",
    "operationKind": "mutation",
    "text": "mutation variationMutationsEmailSendMutation(\n  $input: VariationRefInput!\n) {\n  issueEmailSend(input: $input) {\n    sentCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "cdedb469ce01d4731d7759e5221d81cb";

export default node;
