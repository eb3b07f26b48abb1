/**
 * @generated SignedSource<<9fb1bec617d477ec0760e5a4486b16e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResidentialOccupierSetInput = {
  contractId: string;
  residentialOccupier: boolean;
};
export type HandServiceResidentialMutation$variables = {
  input: ResidentialOccupierSetInput;
};
export type HandServiceResidentialMutation$data = {
  readonly contractResidentialOccupierSet: {
    readonly residentialOccupier: boolean;
  } | null | undefined;
};
export type HandServiceResidentialMutation = {
  response: HandServiceResidentialMutation$data;
  variables: HandServiceResidentialMutation$variables;
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
    "concreteType": "ResidentialOccupierPayload",
    "kind": "LinkedField",
    "name": "contractResidentialOccupierSet",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "residentialOccupier",
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
    "name": "HandServiceResidentialMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HandServiceResidentialMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1fc2ec8513a07578f81a2c7cb8704304",
    "id": null,
    "metadata": {},
    "name": "HandServiceResidentialMutation",
    "operationKind": "mutation",
    "text": "mutation HandServiceResidentialMutation(\n  $input: ResidentialOccupierSetInput!\n) {\n  contractResidentialOccupierSet(input: $input) {\n    residentialOccupier\n  }\n}\n"
  }
};
})();

(node as any).hash = "855e6292630a36b878a619e742fe0377";

export default node;
