/**
 * @generated SignedSource<<3c4259b3415c7fa99d041a214de01478>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SubcontractClaimsDueDaySetInput = {
  claimsDueDay?: number | null | undefined;
  contractId: string;
  subContractId: string;
};
export type ClaimsDueDaysSetMutation$variables = {
  input: SubcontractClaimsDueDaySetInput;
};
export type ClaimsDueDaysSetMutation$data = {
  readonly subcontractClaimsDueDaySet: {
    readonly claimsDueDay: number | null | undefined;
    readonly subContractId: string;
  } | null | undefined;
};
export type ClaimsDueDaysSetMutation = {
  response: ClaimsDueDaysSetMutation$data;
  variables: ClaimsDueDaysSetMutation$variables;
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
    "concreteType": "SubcontractClaimsDueDaySetPayload",
    "kind": "LinkedField",
    "name": "subcontractClaimsDueDaySet",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "subContractId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "claimsDueDay",
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
    "name": "ClaimsDueDaysSetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClaimsDueDaysSetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "70b9fbd9744841e41b54e70ea571e01a",
    "id": null,
    "metadata": {},
    "name": "ClaimsDueDaysSetMutation",
    "operationKind": "mutation",
    "text": "mutation ClaimsDueDaysSetMutation(\n  $input: SubcontractClaimsDueDaySetInput!\n) {\n  subcontractClaimsDueDaySet(input: $input) {\n    subContractId\n    claimsDueDay\n  }\n}\n"
  }
};
})();

(node as any).hash = "c3551deae6affdb9dd0a80c52e4f19aa";

export default node;
